import { isApiErrorBody } from '#shared/api/api-error';
import { ApiError, newIdempotencyKey } from './api-client';

/**
 * Posts a form and reports upload progress (0 to 1). XMLHttpRequest rather than fetch because
 * fetch cannot report upload progress, which a person on a slow phone connection needs to see.
 * A caller that may resend the same file passes the same key, so a resend after a lost answer
 * stores it once (decision 013).
 */
export function uploadWithProgress<T>(
  url: string,
  form: FormData,
  onProgress: (fraction: number) => void,
  idempotencyKey = newIdempotencyKey(),
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('Idempotency-Key', idempotencyKey);
    request.responseType = 'json';
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onload = () => {
      const body: unknown = request.response;
      if (request.status >= 200 && request.status < 300) return resolve(body as T);
      reject(
        isApiErrorBody(body)
          ? new ApiError(request.status, body.error.code, body.error.message)
          : new ApiError(request.status, 'UPLOAD_FAILED', 'The upload failed. Please try again.'),
      );
    };
    request.onerror = () =>
      reject(
        new ApiError(0, 'NETWORK_ERROR', 'The connection was lost during the upload. Please try again.'),
      );
    request.send(form);
  });
}
