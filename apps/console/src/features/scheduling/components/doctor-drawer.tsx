import { UploadOutlined } from '@ant-design/icons';
import { DoctorTitleSchema } from '@hospital/contract';
import {
  DOCTOR_AVATAR_MAX_BYTES,
  DoctorProfileSchema,
  type ConsoleDoctor,
  type DoctorProfile,
} from '@hospital/contract/console';
import { App, Avatar, Button, Drawer, Form, Input, Radio, Select, Space, Upload } from 'antd';
import { useState } from 'react';
import { FormError } from '../../../components/form-error.tsx';
import { schemaRule } from '../../../lib/form-rules.ts';
import { useEditForm } from '../../../lib/use-edit-form.ts';
import { useUpdateDoctor, useUploadDoctorAvatar } from '../mutations/update-doctor.ts';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

function AvatarField({ doctor }: { doctor: ConsoleDoctor }) {
  const upload = useUploadDoctorAvatar();
  const { message } = App.useApp();
  const [avatarUrl, setAvatarUrl] = useState(doctor.avatarUrl);

  const send = (file: File) => {
    if (!IMAGE_TYPES.includes(file.type)) {
      void message.error('仅支持 JPG、PNG、WebP 格式的图片');
      return false;
    }
    if (file.size > DOCTOR_AVATAR_MAX_BYTES) {
      void message.error(`图片不能超过${DOCTOR_AVATAR_MAX_BYTES / 1024 / 1024}MB`);
      return false;
    }
    upload.mutate(
      { id: doctor.id, file },
      {
        onSuccess: (updated) => {
          setAvatarUrl(updated.avatarUrl);
          void message.success('头像已更新');
        },
        onError: (failure) => void message.error(failure.message),
      },
    );
    return false;
  };

  return (
    <Space size={16} align="center" style={{ marginBottom: 24 }}>
      <Avatar src={avatarUrl} size={72} alt={`${doctor.name}的头像`} />
      <Upload accept={IMAGE_TYPES.join(',')} showUploadList={false} beforeUpload={send}>
        <Button icon={<UploadOutlined />} loading={upload.isPending}>
          更换头像
        </Button>
      </Upload>
      <span style={{ color: 'rgba(0, 0, 0, 0.65)' }}>JPG、PNG 或 WebP，不超过 2MB</span>
    </Space>
  );
}

/** A doctor's profile as patients read it, with the photo beside it. */
export function DoctorDrawer({
  doctor,
  onClose,
}: {
  doctor: ConsoleDoctor | null;
  onClose: () => void;
}) {
  const update = useUpdateDoctor();
  const { form, error, saving, submit, clearError } = useEditForm({
    fields: ['name', 'title', 'gender', 'speciality', 'intro'],
    save: (body: DoctorProfile) => update.mutateAsync({ id: doctor?.id ?? 0, body }),
    savedMessage: () => '医生资料已保存',
    onSaved: onClose,
  });

  return (
    <Drawer
      title={doctor ? `编辑医生：${doctor.name}` : ''}
      open={doctor !== null}
      onClose={onClose}
      size={520}
      destroyOnHidden
      afterOpenChange={(open) => !open && clearError()}
      extra={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()}>
            保存
          </Button>
        </Space>
      }
    >
      {doctor && (
        <>
          <AvatarField doctor={doctor} />
          <FormError error={error} />
          <Form<DoctorProfile>
            name="doctor-profile"
            form={form}
            layout="vertical"
            preserve={false}
            initialValues={doctor}
            onFinish={submit}
          >
            <Form.Item
              label="姓名"
              name="name"
              required
              rules={[schemaRule(DoctorProfileSchema.shape.name)]}
            >
              <Input />
            </Form.Item>
            <Form.Item
              label="职称"
              name="title"
              rules={[{ required: true, message: '请选择职称' }]}
            >
              <Select
                options={DoctorTitleSchema.options.map((title) => ({ value: title, label: title }))}
              />
            </Form.Item>
            <Form.Item
              label="性别"
              name="gender"
              rules={[{ required: true, message: '请选择性别' }]}
            >
              <Radio.Group
                options={[
                  { value: 'MALE', label: '男' },
                  { value: 'FEMALE', label: '女' },
                ]}
              />
            </Form.Item>
            <Form.Item
              label="擅长"
              name="speciality"
              rules={[schemaRule(DoctorProfileSchema.shape.speciality)]}
            >
              <Input.TextArea rows={3} maxLength={500} showCount />
            </Form.Item>
            <Form.Item
              label="简介"
              name="intro"
              rules={[schemaRule(DoctorProfileSchema.shape.intro)]}
            >
              <Input.TextArea rows={6} maxLength={5000} showCount />
            </Form.Item>
          </Form>
        </>
      )}
    </Drawer>
  );
}
