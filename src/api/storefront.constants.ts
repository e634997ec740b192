/** GET storefront's path, for the route that starts it before the storefront's code has loaded. */
export const STOREFRONT_PATH = 'storefront';
