import { StorefrontEditorPage } from './StorefrontEditorPage';

export const RegisteredEditorPage = () => <StorefrontEditorPage audience="registered" />;
export const UnregisteredEditorPage = () => <StorefrontEditorPage audience="unregistered" />;
