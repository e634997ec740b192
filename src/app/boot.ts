// The document head's classic script (scripts/vite-boot-script.ts). It runs before the body is
// parsed, so no press on a server-rendered page, nor its user leaving it, happens before something
// listens for it; and on such a page it adds the app's own scripts once the page is on screen.
import { watchLeavingFromHead } from '../lib/unless-leaving';
import { startEntryAfterFirstPaint } from './deferred-entry';
import { startBootCapture } from './early-input-capture';

startBootCapture(document);
watchLeavingFromHead(window);
startEntryAfterFirstPaint(document);
