import { List } from 'antd-mobile';
import { ClockCircleOutline, PhonebookOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import { useCategories } from '../api/get-categories.ts';
import { useCustomerService } from '../api/get-customer-service.ts';
import { useFeedbackTranslation } from '../i18n/index.ts';
import { links } from '../../../lib/paths.ts';
import { HisText } from '../../../components/his-text.tsx';

/** /feedbackPages/feedbackQuestionList: what patients write about, and the service line. */
export function FeedbackQuestionListPage() {
  const { t } = useFeedbackTranslation();
  const navigate = useNavigate();
  const categories = useCategories();
  const service = useCustomerService();
  return (
    <Page title={t('title.questions')}>
      <QueryView query={categories} isEmpty={(list) => list.length === 0}>
        {(list) => (
          <List header={t('questions.intro')} mode="card">
            {list.map((category) => (
              <List.Item
                key={category.id}
                description={<HisText>{category.description}</HisText>}
                onClick={() => void navigate(links.feedbackOnline(category.id))}
              >
                <HisText>{category.name}</HisText>
              </List.Item>
            ))}
          </List>
        )}
      </QueryView>
      {service.data && (
        <List mode="card">
          <List.Item
            prefix={<PhonebookOutline />}
            extra={<a href={`tel:${service.data.phone}`}>{service.data.phone}</a>}
          >
            {t('questions.hotline')}
          </List.Item>
          <List.Item
            prefix={<ClockCircleOutline />}
            extra={<HisText>{service.data.serviceHours}</HisText>}
          >
            {t('questions.hours')}
          </List.Item>
        </List>
      )}
    </Page>
  );
}
