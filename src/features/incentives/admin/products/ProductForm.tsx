import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { fieldErrorAt, isApiError } from '@/api/errors';
import { MAX_UPLOAD_BYTES, uploadFileMutationOptions, uploadRefusal } from '@/api/files';
import type { Product, ProductInput } from '@/api/incentives';
import { z } from '@/api/zod';
import { useTranslation } from '@/i18n';
import { ImageUpload, Input, LeaveWithoutSaving, PICTURE_TYPES } from '@/ui';
import { FormErrors, FormField, unsavedEdits, useServerErrorSubmit, useZodForm } from '@/ui/form';
import { RichTextEditor } from '@/ui/RichTextEditor';
import { formStyle } from '../../shared/styles';
import { CheckboxField, NumberField, RequiredNote, SubmitRow } from '../form-parts';

/** The largest whole number a backend's integer column holds (32 bits): points and counts stay within. */
const LARGEST = 2_147_483_647;
// The bound comes first: a number past it (past 2^53 too, which is no whole number to JavaScript)
// says it is too large rather than that it is no whole number.
const wholeNumber = z
  .number({ error: 'Enter a whole number of 0 or more.' })
  .max(LARGEST, 'Enter a whole number no larger than 2,147,483,647.')
  .int('Enter a whole number of 0 or more.')
  .min(0, 'Enter a whole number of 0 or more.');

/** The rules any administrator would expect; the server checks them again and may add its own. */
const productFormFields = z.object({
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
});
const stockFields = productFormFields.pick({ stock_unlimited: true, stock: true });

export const productFormSchema = productFormFields.superRefine(
  (value, context) => {
    if (value.stock_unlimited) return;
    // A counted stock follows the rules of the other whole numbers, messages included.
    const [issue] = wholeNumber.safeParse(value.stock).error?.issues ?? [];
    if (issue) context.addIssue({ code: 'custom', path: ['stock'], message: issue.message });
  },
  // With the price empty too, the stock's message comes in the same round (docs/forms.md).
  { when: (payload) => stockFields.safeParse(payload.value).success },
);
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
  // The picture is uploaded as soon as it is chosen; the product keeps the URL (docs/api/README.md, "Uploads").
  const [image, setImage] = useState<string | null>(product?.image ?? null);
  const upload = useMutation(uploadFileMutationOptions());
  const [imageError, setImageError] = useState<string>();
  const form = useZodForm(productFormSchema, { defaultValues });
  const { control, register } = form;
  const unlimited = useWatch({ control, name: 'stock_unlimited' });
  const { onSubmit: submit, formErrors } = useServerErrorSubmit(
    form,
    FIELDS,
    (values) => {
      setImageError(undefined);
      return onSubmit({
        ...values,
        stock: values.stock_unlimited ? (Number.isInteger(values.stock) ? values.stock : 0) : values.stock,
        categories: product?.categories ?? [],
        organizations: product?.organizations ?? [],
        image,
      });
    },
    // The image is no field of the form: its message goes under the picture, not above the form.
    (error) => setImageError(isApiError(error) ? fieldErrorAt(error.fieldErrors, 'image') : undefined),
  );

  return (
    <form id={formId} className={formStyle} onSubmit={submit} noValidate>
      <LeaveWithoutSaving when={unsavedEdits(form, image !== (product?.image ?? null))} />
      <FormErrors messages={formErrors.filter((text) => text !== imageError)} />
      <FormField control={control} name="title" label={t('Title')} required>
        <Input {...register('title')} maxLength={255} />
      </FormField>
      <FormField
        control={control}
        name="description"
        label={t('Description')}
        helpText={t('Basic formatting is kept: paragraphs, lists, bold and links.')}
      >
        <Controller
          control={control}
          name="description"
          render={({ field }) => <RichTextEditor {...field} rows={6} />}
        />
      </FormField>
      <NumberField form={form} name="price" label={t('Price in points')} />
      <CheckboxField form={form} name="stock_unlimited">
        {t('Unlimited stock')}
      </CheckboxField>
      {!unlimited && <NumberField form={form} name="stock" label={t('Items in stock')} />}
      <NumberField
        form={form}
        name="purchase_limit"
        label={t('Purchase limit per person')}
        helpText={t('0 means no limit.')}
      />
      <ImageUpload
        label={t('Image')}
        name="image"
        value={image}
        onChange={setImage}
        helpText={t('PNG, JPEG, GIF, WebP or SVG, up to 5 MB.')}
        accept={PICTURE_TYPES}
        maxFileSize={MAX_UPLOAD_BYTES}
        upload={async (file) => (await upload.mutateAsync(file)).url}
        uploadErrorMessage={uploadRefusal}
        error={imageError}
      />
      <CheckboxField form={form} name="published">
        {t('Published: learners can see it in the shop')}
      </CheckboxField>
      <RequiredNote />
      <SubmitRow
        label={submitLabel}
        pending={form.formState.isSubmitting}
        cancelTo="/settings/incentives/products"
      />
    </form>
  );
}
