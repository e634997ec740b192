import { type PageLoader, queryClientOf } from '@/api/route-data';
import type { StorefrontType } from '@/api/storefront';
import { editorQueryOf, StorefrontEditorPage } from './StorefrontEditorPage';

const editorLoaderFor =
  (audience: StorefrontType): PageLoader =>
  async (args) => {
    await queryClientOf(args).prefetchQuery(editorQueryOf(audience));
    return null;
  };

export const RegisteredEditorPage = () => <StorefrontEditorPage audience="registered" />;
export const registeredEditorLoader = editorLoaderFor('registered');
export const UnregisteredEditorPage = () => <StorefrontEditorPage audience="unregistered" />;
export const unregisteredEditorLoader = editorLoaderFor('unregistered');
