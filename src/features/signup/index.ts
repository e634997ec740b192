/** Sign-up at /user/register (README.md). Its page loads through routes.tsx. */
export const SIGNUP_PATH = '/user/register';
