// The document head's classic script (scripts/vite-early-input.ts): it runs before the body is
// parsed, so no press on a server-drawn page is made before something listens for it.
import { startBootCapture } from './early-input-capture';

startBootCapture(document);
