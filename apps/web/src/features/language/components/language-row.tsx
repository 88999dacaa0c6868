import type { Locale } from '@hospital/contract';
import { useQueryClient } from '@tanstack/react-query';
import { List } from 'antd-mobile';
import { ActionSheet } from '../../../components/action-sheet.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getMeQueryOptions } from '../../../api/queries/get-me.ts';
import { showToast } from '../../../components/toast.ts';
import { activeLocale, i18n, showLocale } from '../../../i18n/index.ts';
import { rememberLocale } from '../../../i18n/locale-store.ts';
import { updateLocale } from '../api/update-locale.ts';
import { LOCALE_NAMES, LOCALES } from '../locale-names.ts';

/**
 * The settings row that chooses the app's language. The choice is the account's, kept on the
 * server so every device the patient signs in on follows it; the app changes once it is saved.
 */
export function LanguageRow() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [choosing, setChoosing] = useState(false);
  const current = activeLocale();

  const choose = async (locale: Locale) => {
    setChoosing(false);
    if (locale === current) return;
    const result = await updateLocale(locale);
    if (!result.ok) {
      showToast(result.msg);
      return;
    }
    const me = queryClient.getQueryData(getMeQueryOptions().queryKey);
    if (me) {
      queryClient.setQueryData(getMeQueryOptions().queryKey, { ...me, locale });
      rememberLocale(me.id, locale);
    } else await queryClient.invalidateQueries(getMeQueryOptions());
    await showLocale(locale);
    // Said in the language just chosen, which this render's `t` does not speak yet.
    showToast(i18n.t('language.changed'));
  };

  return (
    <>
      <List.Item
        extra={<span lang={current}>{LOCALE_NAMES[current]}</span>}
        onClick={() => setChoosing(true)}
        data-testid="language-row"
      >
        {t('language.title')}
      </List.Item>
      <ActionSheet
        visible={choosing}
        extra={t('language.title')}
        cancelText={t('language.cancel')}
        actions={LOCALES.map((locale) => ({
          key: locale,
          text: <span lang={locale}>{LOCALE_NAMES[locale]}</span>,
          description: locale === current ? t('language.current') : undefined,
          onClick: () => void choose(locale),
        }))}
        onClose={() => setChoosing(false)}
      />
    </>
  );
}
