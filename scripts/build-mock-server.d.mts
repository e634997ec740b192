export function buildMockServer(): Promise<void>;
