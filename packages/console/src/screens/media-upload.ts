/**
 * One photo to the media library, resumably (the tus protocol, `tus-js-client`): 1 MB chunks to
 * `/console/api/media/tus` with the same-origin staff cookie, upload progress, and after a dropped
 * connection a retry (0, 1, 3, 5, 10 s) that asks the server how much arrived and sends only the
 * rest. Resolves with the new asset's id; rejects with core's ApiError (the server's zh-TW reason)
 * or NetworkError when the connection stayed down.
 */
import { apiErrorFromResponse, NetworkError } from '@renovo/core/api';
import { Upload } from 'tus-js-client';

/** The tus endpoint (the API's RESUMABLE_PATH). */
const ENDPOINT = '/console/api/media/tus';
/** Bytes per request: a lost chunk costs at most this much again. */
const CHUNK = 1024 * 1024;

/** Sends `file`; `onProgress` gets the share sent, 0–1. */
export function uploadPhoto(file: File, onProgress: (sent: number) => void): Promise<number> {
  return new Promise((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: ENDPOINT,
      chunkSize: CHUNK,
      retryDelays: [0, 1000, 3000, 5000, 10_000],
      metadata: { filename: file.name },
      // A half-sent photo is resumed in this session only (no storage needed, none written).
      storeFingerprintForResuming: false,
      onBeforeRequest(request) {
        (request.getUnderlyingObject() as XMLHttpRequest).withCredentials = true;
      },
      onProgress: (sent, total) => onProgress(total > 0 ? sent / total : 0),
      onSuccess({ lastResponse }) {
        try {
          resolve((JSON.parse(lastResponse.getBody()) as { data: { id: number } }).data.id);
        } catch {
          reject(new NetworkError(ENDPOINT));
        }
      },
      onError(error) {
        const response = 'originalResponse' in error ? error.originalResponse : null;
        if (!response) {
          reject(new NetworkError(ENDPOINT, { cause: error }));
          return;
        }
        let body: unknown = null;
        try {
          body = JSON.parse(response.getBody());
        } catch {
          body = null;
        }
        reject(apiErrorFromResponse({ status: response.getStatus(), body, url: ENDPOINT }));
      },
    });
    upload.start();
  });
}
