import type { StaffSelf } from '@hospital/contract/console';
import { Card, Col, Empty, Row, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { roleColors, roleLabels } from '../../../lib/roles.ts';
import styles from './home-page.module.css';

export interface Shortcut {
  path: string;
  title: string;
  description: string;
  icon: ReactNode;
}

/** The workbench: who is signed in, with what roles, and a card per page they may open. */
export function HomePage({ me, shortcuts }: { me: StaffSelf; shortcuts: readonly Shortcut[] }) {
  return (
    <>
      <Card className={styles.welcome}>
        <Typography.Title level={3} className={styles.greeting}>
          您好，{me.name}
        </Typography.Title>
        <Typography.Text type="secondary">登录账号 {me.username}，当前角色：</Typography.Text>
        {me.roles.map((role) => (
          <Tag key={role} color={roleColors[role]}>
            {roleLabels[role]}
          </Tag>
        ))}
      </Card>
      <Typography.Title level={4} className={styles.section}>
        常用功能
      </Typography.Title>
      {shortcuts.length === 0 ? (
        <Card>
          <Empty description="您的角色暂未开通任何功能，请联系系统管理员" />
        </Card>
      ) : (
        <Row gutter={[16, 16]}>
          {shortcuts.map((shortcut) => (
            <Col key={shortcut.path} xs={24} md={12} xl={8}>
              <Link to={shortcut.path}>
                <Card hoverable className={styles.shortcut}>
                  <span className={styles.icon}>{shortcut.icon}</span>
                  <div>
                    <Typography.Text strong className={styles.title}>
                      {shortcut.title}
                    </Typography.Text>
                    <Typography.Text type="secondary">{shortcut.description}</Typography.Text>
                  </div>
                </Card>
              </Link>
            </Col>
          ))}
        </Row>
      )}
    </>
  );
}
