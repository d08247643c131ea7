/**
 * Uploads a photo of the member's company (`POST /v1/company/media`, multipart field `file`)
 * with its progress (XMLHttpRequest: fetch reports no upload progress), then waits a few
 * seconds for the media pipeline to make its variants; answers the photo (still `processing`
 * when the pipeline is slow: the server takes it, the site shows it once ready), or throws the
 * zh-TW reason.
 */
import {
  type CompanyMedia,
  companyMediaUploadRoute,
  getCompanyMedia,
  companyCentreMessages as m,
} from '@renovo/core';
import { browserApi } from '../../lib/browser.ts';

/** Sends `file`, calling `progress(0–100)` as it goes. */
function send(file: File, progress: (percent: number) => void): Promise<CompanyMedia> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(companyMediaUploadRoute.method, companyMediaUploadRoute.path);
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) progress(Math.round((event.loaded / event.total) * 100));
    };
    request.onerror = () => reject(new Error(m.uploadFailed));
    request.onload = () => {
      let body: { data?: CompanyMedia; message?: string } = {};
      try {
        body = JSON.parse(request.responseText) as typeof body;
      } catch {
        // Not JSON (a proxy's page): the general reason.
      }
      if (request.status >= 200 && request.status < 300 && body.data) resolve(body.data);
      else reject(new Error(body.message ?? m.uploadFailed));
    };
    const form = new FormData();
    form.set('file', file);
    request.send(form);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Seconds to wait for a photo's variants before taking it as it is. */
const WAIT_SECONDS = 8;

/** Uploads `file` and waits (a few seconds) for it to be ready. */
export async function uploadPhoto(file: File, progress: (percent: number) => void): Promise<CompanyMedia> {
  let photo = await send(file, progress);
  for (let attempt = 0; photo.status === 'processing' && attempt < WAIT_SECONDS; attempt += 1) {
    await sleep(1000);
    // The server has the photo: a dropped look at its progress leaves it processing (shown once ready).
    const seen = await getCompanyMedia(browserApi(), photo.id).catch(() => null);
    if (!seen) break;
    photo = seen;
  }
  if (photo.status === 'failed') throw new Error(photo.error ?? m.uploadFailed);
  return photo;
}
