/**
 * One photo to the media library with upload progress (`fetch` reports none, so an
 * XMLHttpRequest): the same-origin staff cookie, multipart field `file`. Resolves with the new
 * asset's id; rejects with core's ApiError (the server's zh-TW reason) or NetworkError.
 */
import { apiErrorFromResponse, NetworkError } from '@renovo/core/api';
import { urlOf } from '../api/call.ts';
import { mediaUploadRoute } from '../api/routes.ts';

/** Sends `file`; `onProgress` gets the share sent, 0–1. */
export function uploadPhoto(file: File, onProgress: (sent: number) => void): Promise<number> {
  const url = urlOf(mediaUploadRoute);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(mediaUploadRoute.method, url);
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new NetworkError(url));
    request.onabort = () => reject(new NetworkError(url));
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = null;
      }
      if (request.status === 201) {
        resolve((body as { data: { id: number } }).data.id);
        return;
      }
      reject(apiErrorFromResponse({ status: request.status, body, url }));
    };
    const form = new FormData();
    form.set('file', file);
    request.send(form);
  });
}
