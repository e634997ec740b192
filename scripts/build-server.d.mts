export function buildServerBundle(): Promise<void>;
export function buildMockApiBundle(): Promise<void>;
