/** The archive of completed trainings at /archive (README.md). Its page loads through routes.tsx. */
export const ARCHIVE_PATH = '/archive';
