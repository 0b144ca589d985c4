/**
 * The file upload of spec section 7 ("file upload to returned host"): multipart form data with
 * the store's fields, then the file. `Taro.uploadFile` does it on every target (the web reads the
 * blob behind a `blob:` path); the store's answer comes back as text.
 */
import Taro from '@tarojs/taro'

/** Spec section 9: uploads may take 60 s. */
export const UPLOAD_TIMEOUT_MS = 60_000
/** The multipart field of the file. */
export const UPLOAD_FILE_FIELD = 'file'

export interface UploadRequest {
  readonly url: string
  /** A temporary file path (mini-programs) or a blob: URL (web). */
  readonly filePath: string
  readonly formData: Readonly<Record<string, string>>
  readonly fileName?: string
}

export interface UploadResponse {
  readonly statusCode: number
  /** The body as text (JSON from the gateway's store). */
  readonly data: string
}

export async function uploadFile(upload: UploadRequest): Promise<UploadResponse> {
  const result = await Taro.uploadFile({
    url: upload.url,
    filePath: upload.filePath,
    name: UPLOAD_FILE_FIELD,
    formData: { ...upload.formData },
    timeout: UPLOAD_TIMEOUT_MS,
    // The web: the signature is the permission; no cookies go to a bucket on another host.
    withCredentials: false,
    ...(upload.fileName ? { fileName: upload.fileName } : {}),
  } as Taro.uploadFile.Option)
  return { statusCode: result.statusCode, data: typeof result.data === 'string' ? result.data : JSON.stringify(result.data) }
}
