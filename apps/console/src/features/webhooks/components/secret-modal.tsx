import { Alert, Modal, Typography } from 'antd';

/** A new signing secret, shown this once: the server keeps only its hash's last characters. */
export function SecretModal({
  subscription,
  onClose,
}: {
  subscription: { name: string; secret: string } | null;
  onClose: () => void;
}) {
  return (
    <Modal
      title={subscription ? `签名密钥：${subscription.name}` : ''}
      open={subscription !== null}
      onOk={onClose}
      onCancel={onClose}
      okText="我已保存"
      cancelButtonProps={{ style: { display: 'none' } }}
      maskClosable={false}
    >
      <Alert
        type="warning"
        showIcon
        title="密钥只显示这一次，关闭后无法再次查看"
        description="请立即复制并配置到 HIS 的 Webhook 验签设置中，此后的投递均以该密钥签名。"
        style={{ marginBottom: 16 }}
      />
      {subscription && (
        <Typography.Paragraph copyable={{ text: subscription.secret }} code aria-label="签名密钥">
          {subscription.secret}
        </Typography.Paragraph>
      )}
    </Modal>
  );
}
