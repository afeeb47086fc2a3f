// The entry of a PDF worker thread. Its code is TypeScript, which a fresh thread cannot load
// by itself: register tsx's loader (the server itself runs under tsx) and load it.
import { register } from 'tsx/esm/api';

register();
await import('./pdf-worker.ts');
