import { type QueryClient, useMutation, useQueries, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { fieldErrorAt, isApiError } from '@/api/errors';
import { MAX_UPLOAD_BYTES, uploadFileMutationOptions, uploadRefusal } from '@/api/files';
import type { Product, ProductInput } from '@/api/incentives';
import { organizationsQueryOptions } from '@/api/organizations';
import { taxonomyTermsQueryOptions, vocabulariesQueryOptions } from '@/api/taxonomy';
import { z } from '@/api/zod';
import { useTranslation } from '@/i18n';
import { ImageUpload, Input, LeaveWithoutSaving, PICTURE_TYPES } from '@/ui';
import { Combobox } from '@/ui/Combobox';
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
  organizations: z.array(z.number()),
  categories: z.array(z.number()),
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
  'organizations',
  'categories',
] as const;

export const EMPTY_PRODUCT_VALUES: ProductFormValues = {
  title: '',
  description: '',
  price: 0,
  stock_unlimited: true,
  stock: 0,
  purchase_limit: 0,
  published: false,
  organizations: [],
  categories: [],
};

export const productToValues = (product: Product): ProductFormValues => ({
  title: product.title,
  description: product.description,
  price: product.price,
  stock_unlimited: product.stock_unlimited,
  stock: product.stock,
  purchase_limit: product.purchase_limit,
  published: product.published,
  organizations: product.organizations,
  categories: product.categories,
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
      <VisibilityFields control={control} />
      <RequiredNote />
      <SubmitRow
        label={submitLabel}
        pending={form.formState.isSubmitting}
        cancelTo="/settings/incentives/products"
      />
    </form>
  );
}

/** What the form lists to choose from (every organisation, every vocabulary's terms), for its pages' loaders. */
export async function loadProductChoices(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(organizationsQueryOptions()),
    queryClient.prefetchQuery(vocabulariesQueryOptions()),
  ]);
  // A list that failed is the field's to show (and the page's, on the server): the loader goes on.
  const vocabularies = queryClient.getQueryData(vocabulariesQueryOptions().queryKey) ?? [];
  await Promise.all(
    vocabularies.map((vocabulary) =>
      queryClient.prefetchQuery(taxonomyTermsQueryOptions({ machine_name: vocabulary.taxonomy })),
    ),
  );
}

interface Choices {
  options: { value: string; label: string }[];
  isPending: boolean;
  isError: boolean;
}

/** Every organisation, by name. */
function useOrganisationChoices(): Choices {
  const organisations = useQuery(organizationsQueryOptions());
  return {
    options: (organisations.data ?? []).map((organisation) => ({
      value: String(organisation.id),
      label: organisation.name,
    })),
    isPending: organisations.isPending,
    isError: organisations.isError,
  };
}

/** Every term of every vocabulary, by name with its vocabulary's ("Leadership · Topics"). */
function useCategoryChoices(): Choices {
  const vocabularies = useQuery(vocabulariesQueryOptions());
  const terms = useQueries({
    queries: (vocabularies.data ?? []).map((vocabulary) =>
      taxonomyTermsQueryOptions({ machine_name: vocabulary.taxonomy }),
    ),
  });
  return {
    options: (vocabularies.data ?? []).flatMap((vocabulary, index) =>
      (terms[index]?.data ?? []).map((term) => ({
        value: String(term.tid),
        label: `${term.name} · ${vocabulary.name}`,
      })),
    ),
    isPending: vocabularies.isPending || terms.some((query) => query.isPending),
    isError: vocabularies.isError || terms.some((query) => query.isError),
  };
}

interface ChoicesFieldProps {
  control: Control<ProductFormValues>;
  name: 'categories' | 'organizations';
  label: string;
  helpText: string;
  choices: Choices;
}

/**
 * Ids chosen by name. Ids no longer listed stay chosen under their number, so that saving loses
 * nothing; while the names load, or if they cannot, the choice waits and keeps what was there.
 */
function ChoicesField({ control, name, label, helpText, choices }: ChoicesFieldProps) {
  const { t } = useTranslation();
  return (
    <FormField
      control={control}
      name={name}
      label={label}
      helpText={choices.isError ? t('The choices could not be loaded.') : helpText}
    >
      <Controller
        control={control}
        name={name}
        render={({ field }) => {
          const chosen = field.value.map(String);
          const options = [
            ...choices.options,
            ...chosen
              .filter((id) => !choices.options.some((option) => option.value === id))
              .map((id) => ({ value: id, label: id })),
          ];
          return (
            <Combobox
              ref={field.ref}
              multiple
              name={name}
              options={options}
              value={chosen}
              disabled={choices.isPending || choices.isError}
              placeholder={
                choices.isPending ? t('Loading the choices for @label', { '@label': label }) : undefined
              }
              onValueChange={(values) => field.onChange(values.map(Number))}
              onBlur={field.onBlur}
            />
          );
        }}
      />
    </FormField>
  );
}

/** Who sees the product in the shop, and the category pages it is listed on. */
export function VisibilityFields({ control }: { control: Control<ProductFormValues> }) {
  const { t } = useTranslation();
  return (
    <>
      <ChoicesField
        control={control}
        name="organizations"
        label={t('Visible to organisations')}
        helpText={t('Leave empty for everyone.')}
        choices={useOrganisationChoices()}
      />
      <ChoicesField
        control={control}
        name="categories"
        label={t('Categories')}
        helpText={t('Leave empty to list it on every category page.')}
        choices={useCategoryChoices()}
      />
    </>
  );
}
