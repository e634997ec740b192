export interface BuildInputs {
  folders: string[];
  files: string[];
  skippedFolders: string[];
}
export const BUILD_INPUTS: BuildInputs;
export const BUILD_ENV: RegExp;
export const FINGERPRINT_FILE: string;
export function inputFiles(root: string, inputs?: BuildInputs): string[];
export function buildFingerprint(
  root: string,
  options?: { inputs?: BuildInputs; env?: Record<string, string | undefined> },
): string;
export function readFingerprint(dir: string): string | undefined;
export function writeFingerprint(dir: string, fingerprint: string): void;
export function forgetFingerprint(dirs: string[]): void;
export function isBuildCurrent(dirs: string[], fingerprint: string): boolean;
