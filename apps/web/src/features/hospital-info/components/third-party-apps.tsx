import type { ThirdPartyApp } from '@hospital/contract';
import { List } from 'antd-mobile';
import {
  CheckShieldOutline,
  GlobalOutline,
  HeartOutline,
  ScanningOutline,
} from 'antd-mobile-icons';
import { useThirdPartyApps } from '../api/get-third-party-apps.ts';
import { useHospitalInfoTranslation } from '../i18n/index.ts';
import { HisText } from '../../../components/his-text.tsx';

const ICONS = {
  insurance: CheckShieldOutline,
  healthCode: ScanningOutline,
  government: GlobalOutline,
  vaccine: HeartOutline,
} as const;

/** Outside services; a mini-program link opens its web page where the host cannot launch it. */
export function ThirdPartyApps() {
  const { t } = useHospitalInfoTranslation();
  const apps = useThirdPartyApps();
  if (!apps.isSuccess || apps.data.length === 0) return null;
  return (
    <List header={t('hospital.thirdParty')} mode="card">
      {apps.data.map((app: ThirdPartyApp) => {
        const Icon = ICONS[app.icon];
        return (
          <List.Item
            key={app.id}
            prefix={<Icon fontSize={24} color="var(--adm-color-primary)" />}
            description={<HisText>{app.description}</HisText>}
            onClick={() => window.open(app.url, '_blank', 'noopener')}
          >
            <HisText>{app.name}</HisText>
          </List.Item>
        );
      })}
    </List>
  );
}
