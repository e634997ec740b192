import type { z } from 'zod';
import type { FormValue } from './incentives-http';

type Def = {
  type: string;
  innerType?: z.core.$ZodType;
  element?: z.core.$ZodType;
  shape?: Record<string, z.core.$ZodType>;
  options?: z.core.$ZodType[];
  discriminator?: string;
  values?: unknown[];
  left?: z.core.$ZodType;
  right?: z.core.$ZodType;
  in?: z.core.$ZodType;
};

const defOf = (schema: z.core.$ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

const isTree = (value: unknown): value is Record<string, FormValue> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof File);

/**
 * Gives a form-encoded body back the types its schema expects, as PHP code
 * would cast it: '1'/'0' → booleans, numeric strings → numbers, missing
 * lists → [] and missing nullable values → null (form encoding drops empty
 * lists, nulls and empty strings). The result is then validated by the schema.
 */
export function reviveForm(schema: z.core.$ZodType, value: unknown): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
      return value === undefined ? undefined : reviveForm(def.innerType as z.core.$ZodType, value);
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return value === undefined ? undefined : reviveForm(def.innerType as z.core.$ZodType, value);
    case 'pipe':
      return reviveForm(def.in as z.core.$ZodType, value);
    case 'nullable':
      return value === undefined || value === '' ? null : reviveForm(def.innerType as z.core.$ZodType, value);
    case 'string':
      return value === undefined ? '' : value;
    case 'number':
      return typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))
        ? Number(value)
        : value;
    case 'boolean':
      if (value === '1' || value === 'true') return true;
      if (value === '0' || value === 'false') return false;
      return value;
    case 'literal': {
      const literal = def.values?.[0];
      if (typeof literal === 'number')
        return reviveForm({ _zod: { def: { type: 'number' } } } as never, value);
      if (typeof literal === 'boolean')
        return reviveForm({ _zod: { def: { type: 'boolean' } } } as never, value);
      return value;
    }
    case 'array': {
      const list =
        value === undefined || value === ''
          ? []
          : Array.isArray(value)
            ? value
            : isTree(value)
              ? Object.values(value)
              : [value];
      return list.map((item) => reviveForm(def.element as z.core.$ZodType, item));
    }
    case 'object': {
      const source = isTree(value) ? value : {};
      const result: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(def.shape ?? {})) {
        const revived = reviveForm(child, source[key]);
        if (revived !== undefined) result[key] = revived;
      }
      return result;
    }
    case 'union': {
      const options = def.options ?? [];
      if (def.discriminator && isTree(value)) {
        const tag = value[def.discriminator];
        const match = options.find((option) =>
          defOf(defOf(option).shape?.[def.discriminator ?? ''] as z.core.$ZodType).values?.includes(tag),
        );
        return match ? reviveForm(match, value) : value;
      }
      if (
        options.length > 0 &&
        options.every(
          (option) => defOf(option).type === 'literal' && typeof defOf(option).values?.[0] === 'number',
        )
      ) {
        return reviveForm(options[0] as z.core.$ZodType, value);
      }
      if (value === undefined && options.some((option) => defOf(option).type === 'null')) return null;
      return value;
    }
    case 'intersection': {
      const left = reviveForm(def.left as z.core.$ZodType, value);
      const right = reviveForm(def.right as z.core.$ZodType, value);
      return isTree(left) && isTree(right) ? { ...left, ...right } : left;
    }
    default:
      return value;
  }
}

/** Zod issues as the 400 `messages` of docs/product.md §5, with bracket paths (`sections[0][data][content][title]`). */
export function toMessages(error: z.core.$ZodError): { path: string; message: string }[] {
  return error.issues.map((issue) => {
    const [first, ...rest] = issue.path.map(String);
    return {
      path: `${first ?? ''}${rest.map((part) => `[${part}]`).join('')}` || 'form',
      message: issue.message,
    };
  });
}
