/**
 * A real OpenID Provider for the social sign-in tests (ADR 030): `oidc-provider` (the
 * certified Node implementation) on 127.0.0.1, with its own development login and consent pages.
 * Any login name signs in as the account of that name (subject = the name, `name` claim
 * `測試 {name}`). The server can listen before its clients are known (`configure`), because the
 * site that registers the redirect URI may start after the provider's port is needed.
 *
 * @example
 * const op = await startOidcProvider();
 * op.configure([{ client_id: 'renovo', client_secret: 's', redirect_uris: ['http://127.0.0.1:1/v1/socials/line/callback'] }]);
 * … await op.close();
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** A client the provider knows. */
interface TestClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
}

/** A running provider. */
export interface TestOidcProvider {
  /** e.g. http://127.0.0.1:41234 */
  issuer: string;
  /** Registers the clients (again: a fresh provider with a fresh state). */
  configure(clients: TestClient[], options?: { issuer?: string }): void;
  close(): Promise<void>;
}

/** Starts the server on a free loopback port; it answers 503 until `configure` is called. */
export async function startOidcProvider(): Promise<TestOidcProvider> {
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | null = null;
  const server = createServer((req, res) => {
    if (handler) return handler(req, res);
    res.statusCode = 503;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    configure(clients, options = {}) {
      const provider = new Provider(options.issuer ?? issuer, {
        clients: clients.map((c) => ({
          ...c,
          token_endpoint_auth_method: 'client_secret_post',
          response_types: ['code'],
          grant_types: ['authorization_code'],
        })),
        // PKCE for every client, confidential ones too.
        pkce: { required: () => true },
        claims: { openid: ['sub'], profile: ['name'] },
        // As LINE does: the profile claims asked for are in the ID token too.
        conformIdTokenClaims: false,
        features: { devInteractions: { enabled: true } },
        async findAccount(_ctx, id) {
          return {
            accountId: id,
            async claims() {
              return { sub: id, name: `測試 ${id}` };
            },
          };
        },
      });
      provider.on('server_error', () => {});
      handler = provider.callback() as (req: IncomingMessage, res: ServerResponse) => void;
    },
    close() {
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
