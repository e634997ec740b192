import { useFieldContext } from '@ark-ui/react/field';

/**
 * Ark's Field points the control at its error only through aria-errormessage,
 * which several screen readers ignore; the error text is added to
 * aria-describedby too, after the help text.
 */
export function useFieldDescribedBy(own?: string): string | undefined {
  const field = useFieldContext();
  const props = field?.getInputProps() as Record<string, unknown> | undefined;
  const ids = [own, props?.['aria-describedby'], props?.['aria-errormessage']].filter(
    (id): id is string => typeof id === 'string' && id.length > 0,
  );
  return ids.length ? ids.join(' ') : undefined;
}
