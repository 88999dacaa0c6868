import { HOSPITAL_MODULE_NAMES, HOSPITAL_MODULES } from '@hospital/contract';
import type { HospitalSettingsView } from '@hospital/contract/console';
import { Alert, App, Button, Card, Form, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { fieldErrorOf } from '../../../lib/server-error.ts';
import { ModuleSwitches } from '../components/module-switches.tsx';
import { RegistrationWindowItem } from '../components/registration-window-item.tsx';
import { SettingFieldItem } from '../components/setting-field-item.tsx';
import { formValuesOf, settingsInputOf, type SettingsFormValues } from '../form-values.ts';
import { useUpdateHospitalSettings } from '../mutations/update-hospital-settings.ts';
import { useHospitalSettings } from '../queries/hospital-settings.ts';
import { settingGroups } from '../settings-fields.ts';

const fieldNames = settingGroups.flatMap((group) => group.fields.map((field) => field.name));

function SettingsForm({ settings }: { settings: HospitalSettingsView }) {
  const [form] = Form.useForm<SettingsFormValues>();
  const update = useUpdateHospitalSettings();
  const { message, modal } = App.useApp();
  const [error, setError] = useState<string | null>(null);

  const save = (values: SettingsFormValues) => {
    setError(null);
    update.mutate(settingsInputOf(values), {
      onSuccess: (saved) => {
        form.setFieldsValue(formValuesOf(saved));
        void message.success('医院设置已保存，即时生效');
      },
      onError: (failure) => setError(fieldErrorOf(form, fieldNames, failure)),
    });
  };

  // Switching an area off takes it from every patient at once: ask before doing so.
  const confirmThenSave = (values: SettingsFormValues) => {
    const closing = HOSPITAL_MODULES.filter(
      (module) => settings.enabledModules.includes(module) && !values.modules[module],
    ).map((module) => HOSPITAL_MODULE_NAMES[module]);
    if (closing.length === 0) return save(values);
    modal.confirm({
      title: '确认关闭以下服务？',
      content: `${closing.join('、')}将立即从患者端下线，相关页面显示“本院未开通此项服务”。`,
      okText: '确认保存',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () => save(values),
    });
  };

  return (
    <Form<SettingsFormValues>
      name="hospital-settings"
      form={form}
      initialValues={formValuesOf(settings)}
      onFinish={confirmThenSave}
      labelCol={{ flex: '112px' }}
      wrapperCol={{ flex: 1 }}
      scrollToFirstError
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      {settingGroups.map((group) => (
        <Card key={group.title} title={group.title} style={{ marginBottom: 16 }}>
          {group.withRegistrationWindow && <RegistrationWindowItem />}
          {group.fields.map((field) => (
            <SettingFieldItem key={field.name} field={field} />
          ))}
        </Card>
      ))}
      <Card
        title="功能模块"
        extra="关闭后，患者端首页不再显示其入口，相关页面提示“本院未开通此项服务”"
        style={{ marginBottom: 16 }}
      >
        <ModuleSwitches />
      </Card>
      <Card>
        <Space>
          <Button type="primary" htmlType="submit" loading={update.isPending}>
            保存设置
          </Button>
          <Button onClick={() => form.resetFields()} disabled={update.isPending}>
            撤销修改
          </Button>
        </Space>
      </Card>
    </Form>
  );
}

export function HospitalSettingsPage() {
  const settings = useHospitalSettings();
  return (
    <>
      <PageHeader
        title="医院设置"
        description={`${settings.data?.hospitalName ?? '本院'}的挂号规则、支付时限、联系方式及患者端功能模块。保存后所有服务器即时生效，并记入审计日志。`}
      />
      {settings.isError ? (
        <Card>
          <LoadError error={settings.error} retry={settings.refetch} />
        </Card>
      ) : settings.data ? (
        <SettingsForm settings={settings.data} />
      ) : (
        <Card>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      )}
    </>
  );
}
