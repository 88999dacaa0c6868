import { List, Switch } from 'antd-mobile';
import { showToast } from '../../../components/toast.ts';
import { useSeniorTranslation } from '../i18n/index.ts';
import { seniorMode, useSeniorMode } from '../senior-mode.ts';
import styles from './senior-mode-row.module.css';

/**
 * The settings row that turns senior mode on and off. antd-mobile's switch is a bare div a
 * keyboard cannot reach, so a native button carries the switch role and the drawn one is
 * only its picture.
 */
export function SeniorModeRow() {
  const { t } = useSeniorTranslation();
  const on = useSeniorMode();
  const toggle = () => {
    seniorMode.setOn(!on);
    showToast(t(on ? 'off' : 'on'));
  };
  return (
    <List.Item
      description={<span id="senior-mode-description">{t('description')}</span>}
      extra={
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-label={t('title')}
          aria-describedby="senior-mode-description"
          className={styles.toggle}
          onClick={toggle}
          data-testid="senior-mode-switch"
        >
          <Switch checked={on} aria-hidden />
        </button>
      }
    >
      {t('title')}
    </List.Item>
  );
}
