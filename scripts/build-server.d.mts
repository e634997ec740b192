export function buildServerBundle(): Promise<void>;
