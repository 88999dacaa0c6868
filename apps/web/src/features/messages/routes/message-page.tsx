import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';

/** 消息: the native-shell tab; the notices come with the user-notices issue. */
export function MessagePage() {
  const { t } = useTranslation();
  return <EmptyState tips={t('message.empty')} />;
}
