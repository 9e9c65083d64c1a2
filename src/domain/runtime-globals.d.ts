// The kernel runs in browsers and in Node (>= 20), so tsconfig.kernel.json gives it neither the DOM lib nor Node's
// types. These are the few Web-standard globals both provide that kernel code uses; add one here deliberately.
// Only the kernel project includes this file; the web and server projects have the full declarations.

declare function atob(data: string): string;

interface URL {
  readonly protocol: string;
  readonly hostname: string;
}
declare const URL: { new (url: string, base?: string): URL };

interface Blob {
  readonly size: number;
  readonly type: string;
}
interface File extends Blob {
  readonly name: string;
}
declare const File: { new (parts: Uint8Array[], name: string, options?: { type?: string }): File };

/** Vite fills import.meta.env in the web build and in tests; under Node it is absent. */
interface ImportMeta {
  readonly env?: Readonly<Record<string, string | undefined>>;
}
