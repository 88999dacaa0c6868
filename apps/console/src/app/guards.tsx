import type { StaffRole } from '@hospital/contract';
import { useQuery } from '@tanstack/react-query';
import { Spin } from 'antd';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { getToken } from '../api/session.ts';
import { Forbidden } from '../components/forbidden.tsx';
import { LoadError } from '../components/load-error.tsx';
import { meQueryOptions, useMe } from '../features/auth/queries/me.ts';
import { admits } from '../lib/roles.ts';
import { paths } from './paths.ts';

/**
 * Children only for a signed-in member; others go to sign-in and come back after. An
 * administrator without an authenticator binds one before anything else.
 */
export function RequireSession({
  children,
  enrolling = false,
}: {
  children: ReactNode;
  enrolling?: boolean;
}) {
  const location = useLocation();
  const hasToken = getToken() !== null;
  // Without a token there is nothing to ask the server.
  const me = useQuery({ ...meQueryOptions(), enabled: hasToken });
  if (!hasToken) {
    // With its query: a shared link's filters (a day, a department) survive the sign-in.
    return (
      <Navigate to={paths.signIn} replace state={{ from: location.pathname + location.search }} />
    );
  }
  if (me.isPending) return <Spin fullscreen size="large" description="加载中…" />;
  if (me.isError) return <LoadError error={me.error} retry={me.refetch} />;
  const mustEnrol = me.data.roles.includes('admin') && !me.data.totpEnabled;
  if (mustEnrol && !enrolling) return <Navigate to={paths.totpEnrol} replace />;
  if (!mustEnrol && enrolling) return <Navigate to={paths.home} replace />;
  return children;
}

/** Children only for a member holding one of `roles`; 无权限 for the rest. */
export function RequireRoles({
  roles,
  children,
}: {
  roles: readonly StaffRole[];
  children: ReactNode;
}) {
  const me = useMe();
  if (!me.data || !admits(roles, me.data.roles)) return <Forbidden home={paths.home} />;
  return children;
}
