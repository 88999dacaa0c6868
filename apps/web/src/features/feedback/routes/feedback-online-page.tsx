import {
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_CONTENT_MIN,
  FEEDBACK_IMAGES_MAX,
} from '@hospital/contract';
import { Input, Selector, TextArea, type ImageUploadItem } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { FormField } from '../../../components/form-field.tsx';
import { Page } from '../../../components/page.tsx';
import { PrimaryButton } from '../../../components/primary-button.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import { showToast } from '../../../components/toast.ts';
import { useCategories } from '../api/get-categories.ts';
import { useCreateFeedback } from '../api/create-feedback.ts';
import { ImageField } from '../components/image-field.tsx';
import { useFeedbackTranslation } from '../i18n/index.ts';
import styles from './feedback-pages.module.css';
import { paths } from '../../../lib/paths.ts';
import { CheckedForm } from '../../../components/checked-form.tsx';
import { HisText } from '../../../components/his-text.tsx';

const FIELDS = ['categoryId', 'content', 'imageFileIds', 'contactPhone'] as const;
type Field = (typeof FIELDS)[number];
const isField = (name: string | undefined): name is Field =>
  (FIELDS as readonly (string | undefined)[]).includes(name);
const PHONE = /^1[3-9]\d{9}$/;

/** /feedbackPages/feedbackOnline[?categoryId=]: a category, 5-500 characters, up to 4 photos. */
export function FeedbackOnlinePage() {
  const { t } = useFeedbackTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const categories = useCategories();
  const create = useCreateFeedback();
  const [categoryId, setCategoryId] = useState<number | null>(
    Number(params.get('categoryId')) || null,
  );
  const [content, setContent] = useState('');
  const [images, setImages] = useState<ImageUploadItem[]>([]);
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const setError = (field: Field, message: string | undefined) =>
    setErrors((current) => ({ ...current, [field]: message }));

  const validate = () => {
    const found: Partial<Record<Field, string>> = {};
    if (categoryId === null) found.categoryId = t('form.error.category');
    if (content.trim().length < FEEDBACK_CONTENT_MIN)
      found.content = t('form.error.contentShort', { min: FEEDBACK_CONTENT_MIN });
    if (phone && !PHONE.test(phone)) found.contactPhone = t('form.error.phone');
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const submit = async () => {
    if (!validate() || categoryId === null) return;
    const fileIds = images.map((image) => image.key).filter((key) => typeof key === 'string');
    if (fileIds.length < images.length) return showToast(t('form.uploading'));
    const result = await create.mutateAsync({
      categoryId,
      content: content.trim(),
      imageFileIds: fileIds,
      contactPhone: phone,
    });
    if (!result.ok) {
      const field = result.field?.split('.')[0];
      if (isField(field)) setError(field, result.msg);
      else showToast(result.msg, 'long');
      return;
    }
    showToast(t('form.submitted'));
    void navigate(paths.feedbackList, { replace: true });
  };

  return (
    <Page title={t('title.online')}>
      <QueryView query={categories}>
        {(list) => (
          <CheckedForm
            layout="vertical"
            mode="card"
            className={styles.form}
            footer={
              <PrimaryButton
                loading={create.isPending}
                onClick={() => void submit()}
                data-testid="feedback-submit"
              >
                {t('form.submit')}
              </PrimaryButton>
            }
          >
            <FormField label={t('form.category')} error={errors.categoryId}>
              <Selector
                columns={3}
                options={list.map((category) => ({
                  label: <HisText>{category.name}</HisText>,
                  value: category.id,
                }))}
                value={categoryId === null ? [] : [categoryId]}
                onChange={(value) => setCategoryId(value[0] ?? null)}
                data-testid="feedback-category"
              />
            </FormField>
            <FormField label={t('form.content')} error={errors.content}>
              <TextArea
                value={content}
                onChange={setContent}
                placeholder={t('form.contentPlaceholder')}
                maxLength={FEEDBACK_CONTENT_MAX}
                showCount
                rows={5}
                data-testid="feedback-content"
              />
            </FormField>
            <FormField
              label={t('form.images', { max: FEEDBACK_IMAGES_MAX })}
              error={errors.imageFileIds}
            >
              <ImageField
                value={images}
                onChange={setImages}
                onError={(message) => setError('imageFileIds', message)}
              />
            </FormField>
            <FormField label={t('form.phone')} error={errors.contactPhone}>
              <Input
                type="tel"
                maxLength={11}
                value={phone}
                onChange={setPhone}
                placeholder={t('form.phonePlaceholder')}
                data-testid="feedback-phone"
              />
            </FormField>
          </CheckedForm>
        )}
      </QueryView>
    </Page>
  );
}
