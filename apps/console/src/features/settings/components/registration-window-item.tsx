import { Form, Space, TimePicker } from 'antd';
import type { Dayjs } from 'dayjs';

const sameTime = (a: Dayjs, b: Dayjs) => a.hour() === b.hour() && a.minute() === b.minute();

/** The daily window for booking; an end before the start runs past midnight, as the server allows. */
export function RegistrationWindowItem() {
  return (
    <Form.Item
      label="挂号时间"
      required
      extra="患者每天可在此时段内预约挂号；结束时间早于开始时间表示跨越午夜"
    >
      <Space align="start">
        <Form.Item
          name="registrationStart"
          noStyle
          rules={[{ required: true, message: '请选择挂号开始时间' }]}
        >
          <TimePicker format="HH:mm" placeholder="开始时间" aria-label="挂号开始时间" />
        </Form.Item>
        <span style={{ lineHeight: '32px' }}>至</span>
        <Form.Item
          name="registrationEnd"
          noStyle
          dependencies={['registrationStart']}
          rules={[
            { required: true, message: '请选择挂号结束时间' },
            ({ getFieldValue }) => ({
              validator: (_, end: Dayjs | null) => {
                const start = getFieldValue('registrationStart') as Dayjs | null;
                return start && end && sameTime(start, end)
                  ? Promise.reject(new Error('挂号开始时间与结束时间不能相同'))
                  : Promise.resolve();
              },
            }),
          ]}
        >
          <TimePicker format="HH:mm" placeholder="结束时间" aria-label="挂号结束时间" />
        </Form.Item>
      </Space>
    </Form.Item>
  );
}
