// The document head's classic script (scripts/vite-boot-script.ts). It runs before the body is
// parsed, so no press on a server-rendered page is made before something listens for it; and on such a
// page it adds the app's own scripts once the page is on screen.
import { startEntryAfterFirstPaint } from './deferred-entry';
import { startBootCapture } from './early-input-capture';

startBootCapture(document);
startEntryAfterFirstPaint(document);
