/** The video library at /videos and the player at /videos/{id} (README.md). Its pages load through routes.tsx. */
export const VIDEOS_PATH = '/videos';
