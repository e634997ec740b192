import { contract } from '@/api/contract';
import type { Endpoint } from '@/api/endpoint';
import { storefrontEndpoints } from '@/features/storefront/api';

const key = (entry: Endpoint) => `${entry.method} ${entry.path}`;
const strict = new Map(storefrontEndpoints.map((entry) => [key(entry), entry]));

/**
 * The API contract as it is published (docs/api/openapi.json, `npm run openapi`): the api layer's
 * entries, with the storefront's in their strict form. The api layer knows a section by what every
 * type shares; the shape of each type's content and settings is the section type's own contract
 * (src/features/storefront/README.md), which only a layer above the features can gather.
 */
export const publishedContract: Endpoint[] = contract.map((entry) => strict.get(key(entry)) ?? entry);
