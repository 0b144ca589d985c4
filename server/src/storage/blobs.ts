/**
 * Where uploaded files' bytes live (issue 18, item 5): a small interface by key, so several
 * gateway processes can share one store. The default keeps them in a local folder (the data
 * directory's `uploads/`); a shared disk or a cloud bucket (Aliyun OSS, Volcano TOS, S3) slots
 * in behind the same three calls. What a file is (its owner, type, size) stays in the database
 * (`uploaded_objects`); the store holds only the bytes.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

export interface BlobStore {
  /** Keeps `data` under `key` (replacing what was there). */
  put(key: string, data: Buffer): Promise<void>
  /** The bytes under `key`, or undefined when there are none. */
  get(key: string): Promise<Buffer | undefined>
  /** Removes `key`; nothing happens when it is not there. */
  delete(key: string): Promise<void>
}

/** A key is `/`-separated parts of letters, digits, `_` and `-`: never `..`, never absolute. */
const SAFE_KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/

function checkKey(key: string): string[] {
  if (!SAFE_KEY.test(key)) throw new Error(`invalid blob key "${key}"`)
  return key.split('/')
}

/** The default: files under a local folder, one per key (`<root>/<key>`). */
export class LocalFolderBlobs implements BlobStore {
  constructor(readonly root: string) {}

  private file(key: string): string {
    return path.join(this.root, ...checkKey(key))
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.file(key)
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, data)
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.file(key))
    } catch (error) {
      if ((error as { code?: string }).code === 'ENOENT') return undefined
      throw error
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.file(key), { force: true })
  }
}

/** In memory (tests, a throwaway gateway): gone when the process ends. */
export class MemoryBlobs implements BlobStore {
  readonly blobs = new Map<string, Buffer>()

  async put(key: string, data: Buffer): Promise<void> {
    checkKey(key)
    this.blobs.set(key, Buffer.from(data))
  }

  async get(key: string): Promise<Buffer | undefined> {
    const data = this.blobs.get(key)
    return data ? Buffer.from(data) : undefined
  }

  async delete(key: string): Promise<void> {
    this.blobs.delete(key)
  }
}
