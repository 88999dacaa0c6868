import type { UseQueryResult } from '@tanstack/react-query';
import { Card, Table, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { PAGE_SIZE } from '../../lib/use-list-params.ts';
import { EmptyList } from '../empty-list.tsx';
import { LoadError } from '../load-error.tsx';
import { ListToolbar } from './list-toolbar.tsx';

/** One page of a list the server pages. */
interface ServerPage<Row> {
  items: Row[];
  page: number;
  total: number;
}

/** How the pager counts and moves: `unit` reads as 共 12 {unit}. */
interface Paging {
  unit: string;
  /** For a list the server pages; without it the table pages what it was given. */
  page?: number;
  onChange?: (page: number) => void;
  pageSize?: number;
}

type ListTableProps<Row> = Omit<
  TableProps<Row>,
  'dataSource' | 'loading' | 'locale' | 'pagination'
> & {
  /** The read behind the table: the whole list, or one page of it. */
  list: UseQueryResult<Row[] | ServerPage<Row>>;
  emptyText: string;
  paging: Paging | false;
  /** Quick filters that sit inside the card, above the table. */
  toolbar?: ReactNode;
};

/**
 * A console list in its card: the server's rows with a spinner while a page or filter is
 * fetched, the shared empty state, a failed read with its retry, and the pager.
 */
export function ListTable<Row extends object>({
  list,
  emptyText,
  paging,
  toolbar,
  ...table
}: ListTableProps<Row>) {
  const data = list.data;
  const rows = Array.isArray(data) ? data : data?.items;
  const total = Array.isArray(data) ? data.length : (data?.total ?? 0);
  return (
    <Card>
      {toolbar && <ListToolbar>{toolbar}</ListToolbar>}
      {list.isError ? (
        <LoadError error={list.error} retry={list.refetch} />
      ) : (
        <Table<Row>
          rowKey="id"
          dataSource={rows}
          // A background refresh after a change keeps the rows; a new page or filter shows the spinner.
          loading={list.isPending || list.isPlaceholderData}
          locale={{ emptyText: <EmptyList text={emptyText} /> }}
          pagination={
            paging && {
              pageSize: paging.pageSize ?? PAGE_SIZE,
              showSizeChanger: false,
              showTotal: (count) => `共 ${count} ${paging.unit}`,
              ...(paging.onChange && {
                current: (Array.isArray(data) ? undefined : data?.page) ?? paging.page,
                total,
                onChange: paging.onChange,
              }),
            }
          }
          {...table}
        />
      )}
    </Card>
  );
}
