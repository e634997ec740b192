/**
 * Every typeface the app renders text with, shipped with it: Inter for Latin, Greek and Cyrillic letters
 * (inter.css), Noto Sans Arabic and Noto Sans Hebrew for right-to-left text, JetBrains Mono for
 * code and colour values. Each face names the characters it covers (`unicode-range`), so a page
 * downloads only the files of the scripts it shows. Nothing a page renders may depend on the fonts a
 * machine happens to have (docs/design-system.md, "Type"; the story tests fail on such text).
 */
import './inter.css';
import '@fontsource/noto-sans-arabic/400.css';
import '@fontsource/noto-sans-arabic/600.css';
import '@fontsource/noto-sans-hebrew/400.css';
import '@fontsource/noto-sans-hebrew/600.css';
import '@fontsource-variable/jetbrains-mono/wght.css';
