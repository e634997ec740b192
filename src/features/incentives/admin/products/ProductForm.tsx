import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { fieldErrorAt, isApiError } from '@/api/errors';
import type { Product, ProductInput } from '@/api/incentives';
import { useTranslation } from '@/i18n';
import { Field, Input, Textarea } from '@/ui';
import { applyServerErrors, fieldMessageProps } from '@/ui/form';
import { checkboxRowStyle, formStyle } from '../../shared/styles';
import { NumberInput, RequiredNote, SubmitRow, UnplacedErrors } from '../form-parts';
import { ImageField } from '../ImageField';

const wholeNumber = z
  .number({ error: 'Enter a whole number of 0 or more.' })
  .int('Enter a whole number of 0 or more.')
  .min(0, 'Enter a whole number of 0 or more.');

/** The rules any administrator would expect; the server checks them again and may add its own. */
export const productFormSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, 'Title field is required.')
      .max(255, 'Title cannot be longer than 255 characters.'),
    description: z.string(),
    price: wholeNumber,
    stock_unlimited: z.boolean(),
    stock: z.number().or(z.nan()),
    purchase_limit: wholeNumber,
    published: z.boolean(),
  })
  .superRefine((value, context) => {
    if (!value.stock_unlimited && !(Number.isInteger(value.stock) && value.stock >= 0))
      context.addIssue({ code: 'custom', path: ['stock'], message: 'Enter a whole number of 0 or more.' });
  });
export type ProductFormValues = z.infer<typeof productFormSchema>;

const FIELDS = [
  'title',
  'description',
  'price',
  'stock',
  'purchase_limit',
  'stock_unlimited',
  'published',
] as const;

export const EMPTY_PRODUCT_VALUES: ProductFormValues = {
  title: '',
  description: '',
  price: 0,
  stock_unlimited: true,
  stock: 0,
  purchase_limit: 0,
  published: false,
};

export const productToValues = (product: Product): ProductFormValues => ({
  title: product.title,
  description: product.description,
  price: product.price,
  stock_unlimited: product.stock_unlimited,
  stock: product.stock,
  purchase_limit: product.purchase_limit,
  published: product.published,
});

export interface ProductFormProps {
  defaultValues: ProductFormValues;
  /** The product being edited (its current image), or undefined when creating. */
  product?: Product;
  submitLabel: string;
  /** Resolves on success; rejects with the ApiError so the form can place its messages. */
  onSubmit: (input: ProductInput) => Promise<unknown>;
}

/** Create and edit share this form. A failed save keeps everything typed and shows the server's messages on their fields. */
export function ProductForm({ defaultValues, product, submitLabel, onSubmit }: ProductFormProps) {
  const { t } = useTranslation();
  const formId = useId();
  const [image, setImage] = useState<File | null | undefined>(undefined);
  const [imageError, setImageError] = useState<string>();
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ProductFormValues>({ resolver: zodResolver(productFormSchema), defaultValues });
  const unlimited = useWatch({ control, name: 'stock_unlimited' });

  const submit = handleSubmit(async (values) => {
    setImageError(undefined);
    setOtherErrors([]);
    const input: ProductInput = {
      ...values,
      stock: values.stock_unlimited ? (Number.isInteger(values.stock) ? values.stock : 0) : values.stock,
      categories: product?.categories ?? [],
      organizations: product?.organizations ?? [],
      image,
    };
    try {
      await onSubmit(input);
    } catch (error) {
      const rest = applyServerErrors(error, setError, FIELDS);
      const forImage = isApiError(error) ? fieldErrorAt(error.fieldErrors, 'image') : undefined;
      if (forImage) setImageError(forImage);
      setOtherErrors(rest.filter((text) => text !== forImage));
    }
  });

  const serverOrClient = (name: (typeof FIELDS)[number]) => fieldMessageProps(errors[name], t);

  return (
    <form id={formId} className={formStyle} onSubmit={submit} noValidate>
      <UnplacedErrors messages={otherErrors} />
      <Field label={t('Title')} required {...serverOrClient('title')}>
        <Input {...register('title')} maxLength={255} />
      </Field>
      <Field
        label={t('Description')}
        helpText={t('Basic formatting is kept: paragraphs, lists, bold and links.')}
        {...serverOrClient('description')}
      >
        <Textarea {...register('description')} rows={6} />
      </Field>
      <Field label={t('Price in points')} required {...serverOrClient('price')}>
        <NumberInput {...register('price', { valueAsNumber: true })} />
      </Field>
      <label className={checkboxRowStyle}>
        <input type="checkbox" {...register('stock_unlimited')} />
        {t('Unlimited stock')}
      </label>
      {!unlimited && (
        <Field label={t('Items in stock')} required {...serverOrClient('stock')}>
          <NumberInput {...register('stock', { valueAsNumber: true })} />
        </Field>
      )}
      <Field
        label={t('Purchase limit per person')}
        helpText={t('0 means no limit.')}
        required
        {...serverOrClient('purchase_limit')}
      >
        <NumberInput {...register('purchase_limit', { valueAsNumber: true })} />
      </Field>
      <ImageField
        label={t('Image')}
        current={product?.image ?? null}
        value={image}
        onChange={setImage}
        serverError={imageError}
      />
      <label className={checkboxRowStyle}>
        <input type="checkbox" {...register('published')} />
        {t('Published: learners can see it in the shop')}
      </label>
      <RequiredNote />
      <SubmitRow label={submitLabel} pending={isSubmitting} cancelTo="/settings/incentives/products" />
    </form>
  );
}
