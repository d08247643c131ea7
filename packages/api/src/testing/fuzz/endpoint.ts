/** An endpoint the fuzz tests send bodies to, with a valid example to mutate. */
export interface FuzzEndpoint {
  method: string;
  path: string;
  example: Record<string, unknown>;
  headers?: Record<string, string>;
}
