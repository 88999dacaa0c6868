import { HOSPITAL_MODULE_NAMES, HOSPITAL_MODULES } from '@hospital/contract';
import { Form, Switch, Typography } from 'antd';
import { moduleDescriptions } from '../settings-fields.ts';
import styles from './module-switches.module.css';

/** One switch per patient-facing area, each saying what patients lose when it is off. */
export function ModuleSwitches() {
  return (
    <ul className={styles.grid}>
      {HOSPITAL_MODULES.map((module) => (
        <li key={module} className={styles.item}>
          <div>
            <Typography.Text strong id={`module-${module}`}>
              {HOSPITAL_MODULE_NAMES[module]}
            </Typography.Text>
            <Typography.Paragraph type="secondary" className={styles.description}>
              {moduleDescriptions[module]}
            </Typography.Paragraph>
          </div>
          <Form.Item name={['modules', module]} valuePropName="checked" noStyle>
            <Switch
              aria-labelledby={`module-${module}`}
              checkedChildren="开"
              unCheckedChildren="关"
            />
          </Form.Item>
        </li>
      ))}
    </ul>
  );
}
