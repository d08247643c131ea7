/**
 * The media library, for editors and admins (docs/spec/console.md#media-library): choose
 * several photos at once; each shows its upload progress, then 處理中 while the job engine makes
 * its variants, then its thumbnail — or the server's zh-TW reason, with 重試 when the connection
 * dropped. Below, every photo of the library, newest first, 60 at a time — this session's
 * uploads among them as soon as they are sent — each named by its number (what a content field's
 * 照片編號 takes) and size.
 */
import { errorMessage, NetworkError } from '@renovo/core/api';
import type { ContractData, consoleMediaListContract } from '@renovo/core/contracts';
import { consoleMessages, format, mediaLibraryMessages as m } from '@renovo/core/messages';
import { useEffect, useRef, useState } from 'react';
import { call } from '../api/call.ts';
import { mediaListRoute, mediaRoute } from '../api/routes.ts';
import { CopyButton, LoadState, Screen } from '../components.tsx';
import { useToast } from '../toast.tsx';
import { useData } from '../use-data.ts';
import { uploadPhoto } from './media-upload.ts';

type MediaPage = ContractData<typeof consoleMediaListContract>;
type Asset = MediaPage['items'][number];

/** A photo of this session's uploads. */
interface Upload {
  key: number;
  file: File;
  sent: number;
  asset: Asset | null;
  /** The server's reason, or the connection's. */
  error: string;
  offline: boolean;
}

/** Photos sent at once. */
const AT_ONCE = 2;
/** How often a processing photo is read again, ms. */
const POLL_MS = 1000;

/** The 640-px WebP of an asset (its smallest browser-friendly variant; a video's poster's), if any. */
function thumbnail(asset: Asset): string | undefined {
  return (asset.poster ?? asset.variants).find((v) => v.format === 'webp')?.url;
}

/** A ready photo's largest JPEG as an absolute address, if any. */
function addressOf(asset: Asset): string | undefined {
  if (asset.kind !== 'photo' || asset.status !== 'ready') return undefined;
  const largest = asset.variants.filter((v) => v.format === 'jpeg').sort((a, b) => b.width - a.width)[0];
  return largest ? new URL(largest.url, window.location.origin).href : undefined;
}

function AssetTile({ asset, name }: { asset: Asset; name: string }) {
  const src = thumbnail(asset);
  const address = addressOf(asset);
  return (
    <figure className="media-tile" style={{ background: asset.placeholder?.color }}>
      {asset.status === 'ready' && src ? (
        <img
          src={src}
          alt={name}
          width={asset.width ?? undefined}
          height={asset.height ?? undefined}
          loading="lazy"
        />
      ) : null}
      <figcaption>
        <span className="media-number">{format(m.number, { id: asset.id })}</span>{' '}
        {asset.status === 'ready'
          ? format(m.size, { width: asset.width ?? 0, height: asset.height ?? 0 })
          : asset.status === 'failed'
            ? `${m.failed}：${asset.error ?? ''}`
            : m.processing}
        {address ? (
          <CopyButton
            text={address}
            label={m.copyUrl}
            name={`${m.copyUrl}：${format(m.number, { id: asset.id })}`}
          />
        ) : null}
      </figcaption>
    </figure>
  );
}

export function MediaLibrary() {
  const notify = useToast();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [pages, setPages] = useState<Asset[][]>([]);
  const [before, setBefore] = useState<number | undefined>(undefined);
  const first = useData<MediaPage>(mediaListRoute, { query: { before } });
  const counter = useRef(0);
  const queue = useRef<Upload[]>([]);
  const active = useRef(0);

  useEffect(() => {
    if (first.data)
      setPages((seen) => (before === undefined ? [first.data!.items] : [...seen, first.data!.items]));
  }, [first.data, before]);

  const change = (key: number, patch: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...patch } : u)));

  // Photos still processing are read again until they are ready or failed.
  const waiting = uploads.filter((u) => u.asset?.status === 'processing').map((u) => u.asset!.id);
  const waitingKey = waiting.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `waiting` is compared by `waitingKey`
  useEffect(() => {
    if (waiting.length === 0) return;
    const timer = setTimeout(async () => {
      for (const id of waiting) {
        try {
          const asset = await call<Asset>(mediaRoute, { params: { id } });
          setUploads((list) => list.map((u) => (u.asset?.id === id ? { ...u, asset } : u)));
        } catch {
          // Read again on the next round.
        }
      }
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [waitingKey, uploads]);

  function pump() {
    while (active.current < AT_ONCE && queue.current.length > 0) {
      const upload = queue.current.shift()!;
      active.current += 1;
      uploadPhoto(upload.file, (sent) => change(upload.key, { sent }))
        .then(async (id) => {
          const asset = await call<Asset>(mediaRoute, { params: { id } });
          change(upload.key, { sent: 1, asset });
        })
        .catch((error: unknown) => {
          const offline = error instanceof NetworkError;
          const message = offline ? m.offline : (errorMessage(error) ?? consoleMessages.common.failed);
          change(upload.key, { error: message, offline });
          notify(`${upload.file.name}：${message}`, { error: true });
        })
        .finally(() => {
          active.current -= 1;
          pump();
        });
    }
  }

  function add(files: FileList | null) {
    const added = [...(files ?? [])].map((file) => ({
      key: ++counter.current,
      file,
      sent: 0,
      asset: null,
      error: '',
      offline: false,
    }));
    setUploads((list) => [...added, ...list]);
    queue.current.push(...added);
    pump();
  }

  function retry(upload: Upload) {
    change(upload.key, { error: '', offline: false, sent: 0 });
    queue.current.push(upload);
    pump();
  }

  // This session's uploads join the library as soon as they are sent (newest first), and a
  // listed photo shows its latest state.
  const fresh = new Map(uploads.flatMap((u) => (u.asset ? [[u.asset.id, u.asset] as const] : [])));
  const listed = pages.flat();
  const library = [
    ...[...fresh.values()].filter((asset) => !listed.some((l) => l.id === asset.id)),
    ...listed.map((asset) => fresh.get(asset.id) ?? asset),
  ];
  return (
    <Screen title={m.title}>
      <p>{m.intro}</p>
      <div className="panel">
        <label>
          {m.choose}
          <input
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp,image/avif,.heic,.heif"
            onChange={(event) => {
              add(event.target.files);
              event.target.value = '';
            }}
          />
        </label>
      </div>
      {uploads.length > 0 ? (
        <section aria-labelledby="media-uploads">
          <h2 id="media-uploads">{m.uploads}</h2>
          <ul className="media-uploads">
            {uploads.map((upload) => (
              <li key={upload.key}>
                <span className="media-name">{upload.file.name}</span>
                {upload.error ? (
                  <span role="alert" className="form-error">
                    {upload.error}
                    {upload.offline ? (
                      <button type="button" className="secondary" onClick={() => retry(upload)}>
                        {m.retry}
                      </button>
                    ) : null}
                  </span>
                ) : upload.asset ? (
                  <AssetTile asset={upload.asset} name={upload.file.name} />
                ) : (
                  <progress
                    max={1}
                    value={upload.sent}
                    aria-label={`${upload.file.name} ${m.uploading} ${Math.round(upload.sent * 100)}%`}
                  />
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="media-library">
        <h2 id="media-library">{m.library}</h2>
        <LoadState loading={first.loading && library.length === 0} error={first.error} />
        {!first.loading && library.length === 0 && !first.error ? <p>{m.empty}</p> : null}
        <ul className="media-grid">
          {library.map((asset) => (
            <li key={asset.id}>
              <AssetTile asset={asset} name={`#${asset.id}`} />
            </li>
          ))}
        </ul>
        {first.data?.next_before ? (
          <button
            type="button"
            className="secondary"
            onClick={() => setBefore(first.data?.next_before ?? undefined)}
          >
            {consoleMessages.common.loadMore}
          </button>
        ) : null}
      </section>
    </Screen>
  );
}
