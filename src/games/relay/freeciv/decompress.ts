// The bytes of a Freeciv save, decompressed without ever holding more than a cap: Freeciv writes
// `.sav.xz` by default, and also gzip, bzip2, zstd or plain text (its `compresstype` setting). The
// format is told by the first bytes, never by the file's name. xz goes through xz-decompress (the
// xz-embedded decoder compiled to WebAssembly: no native code), gzip through node's zlib; both are read
// as streams and stopped as soon as the output passes the cap, so a small bomb that would inflate to
// gigabytes costs what the cap costs and no more.
import { createGunzip } from "node:zlib";
import { Readable } from "node:stream";

export type Compression = "xz" | "gzip" | "bzip2" | "zstd" | "plain";

/** Why bytes could not be decompressed: a code the game turns into a message. */
export type DecompressError =
  | { code: "unsupported"; compression: Compression }
  | { code: "tooLarge"; limit: number }
  | { code: "corrupt"; compression: Compression };

const startsWith = (b: Uint8Array, sig: number[]) => sig.every((x, i) => b[i] === x);

/** The compression of a file, from its magic number (plain text otherwise). */
export function compressionOf(b: Uint8Array): Compression {
  if (startsWith(b, [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00])) return "xz";
  if (startsWith(b, [0x1f, 0x8b])) return "gzip";
  if (startsWith(b, [0x42, 0x5a, 0x68])) return "bzip2";
  if (startsWith(b, [0x28, 0xb5, 0x2f, 0xfd])) return "zstd";
  return "plain";
}

/**
 * The chunks of the decompressed file, in order, at most `limit` bytes in all. Yields chunks so the
 * reader can stop early (a line too long) without inflating the rest. Throws a DecompressError.
 */
export async function* decompressed(bytes: Uint8Array, limit: number): AsyncGenerator<Uint8Array> {
  const c = compressionOf(bytes);
  if (c === "plain") {
    if (bytes.length > limit) throw { code: "tooLarge", limit } satisfies DecompressError;
    yield bytes;
    return;
  }
  if (c !== "xz" && c !== "gzip") throw { code: "unsupported", compression: c } satisfies DecompressError;
  let total = 0;
  const source = c === "xz" ? await xzChunks(bytes) : gzipChunks(bytes);
  try {
    for await (const chunk of source) {
      total += chunk.length;
      if (total > limit) throw { code: "tooLarge", limit } satisfies DecompressError;
      yield chunk;
    }
  } catch (e) {
    if (isDecompressError(e)) throw e;
    throw { code: "corrupt", compression: c } satisfies DecompressError;
  } finally {
    await source.return?.(undefined);
  }
}

export function isDecompressError(e: unknown): e is DecompressError {
  return typeof e === "object" && e !== null && typeof (e as { code?: unknown }).code === "string" && !(e instanceof Error);
}

/** Compressed input is fed in slices this big, so the decoder's output comes in bounded steps. */
const FEED = 64 * 1024;

async function xzChunks(bytes: Uint8Array): Promise<AsyncGenerator<Uint8Array>> {
  // loaded on the first xz file, not at start-up (the WebAssembly module is compiled on load). The
  // library is CommonJS: its exports are read from the module's default (its module.exports), the one
  // shape node, tsx and the bundle agree on; the bundle's chunk for it has nothing but a default
  // export (tests/ships/bundle.test.ts runs the bundle on xz saves).
  const { default: xz } = await import("xz-decompress");
  const { XzReadableStream } = xz;
  let at = 0;
  const input = new ReadableStream<Uint8Array>({
    pull(ctl) {
      if (at >= bytes.length) return ctl.close();
      ctl.enqueue(bytes.subarray(at, at + FEED));
      at += FEED;
    },
  });
  const reader = new XzReadableStream(input).getReader();
  return (async function* () {
    try {
      for (;;) {
        const r = await reader.read();
        if (r.done) return;
        yield r.value;
      }
    } finally {
      // stops the decoder (and the feeding) when the reader leaves early
      await reader.cancel().catch(() => undefined);
    }
  })();
}

function gzipChunks(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  const gunzip = createGunzip({ chunkSize: FEED });
  const stream = Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length)]).pipe(gunzip);
  return (async function* () {
    try {
      for await (const chunk of stream) yield chunk as Uint8Array;
    } finally {
      gunzip.destroy();
    }
  })();
}
