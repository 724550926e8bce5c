import { Role } from '@vitrine/shared/roles';
import { Button } from '@fluentui/react-components';
import { PersonAdd20Regular } from '@fluentui/react-icons';
import { messages } from '@vitrine/shared/messages';
import { GRID_PAGE_SIZE } from '@vitrine/shared/constants';
import type { User } from '@vitrine/shared/schemas';
import { DataGrid, gridHeight } from '../../components/DataGrid';
import { PageHeader } from '../../components/PageHeader';
import { Panel } from '../../components/Panel';
import { GridFilter } from '../../components/GridExport';
import { UserDialog } from './UserDialog';
import { OwnAccountPanels } from './OwnAccountPanels';
import { TemporaryPasswordDialog } from './TemporaryPasswordDialog';
import { DeleteUserDialog, EndSessionsDialog, ResetDialogs } from './UserConfirmDialogs';
import { useUsersPage } from './useUsersPage';

const m = messages.admin;

/** /admin/usuarios — the staff accounts (Admin only), with one's own password and second step below. */
export function UsersPage() {
  const {
    users,
    load,
    editing,
    setEditing,
    created,
    setCreated,
    filter,
    setFilter,
    deletion,
    accounts,
    columns,
    save,
  } = useUsersPage();

  return (
    <>
      <PageHeader
        title="Usuários"
        subtitle="Contas com acesso à área administrativa."
        actions={
          <Button appearance="primary" icon={<PersonAdd20Regular />} onClick={() => setEditing(null)}>
            Adicionar usuário
          </Button>
        }
      />
      <Panel>
        <div style={{ display: 'flex', marginBottom: 12 }}>
          <GridFilter label="Buscar usuários" placeholder="Buscar por usuário" value={filter} onChange={setFilter} />
        </div>
        <DataGrid<User>
          quickFilterText={filter}
          label="Usuários"
          rowData={users.data ?? (users.error ? [] : null)}
          loading={users.loading && !users.data}
          columnDefs={columns}
          getRowId={(p) => String(p.data.id)}
          pageSize={GRID_PAGE_SIZE.users}
          height={gridHeight(GRID_PAGE_SIZE.users)}
          emptyText={m.emptyUsers}
          onRowOpen={setEditing}
        />
      </Panel>
      <OwnAccountPanels passwordHeading="Alterar minha senha" onTwoFactorChanged={load} />
      <EndSessionsDialog ending={accounts.ending} />
      {editing !== undefined && (
        <UserDialog
          user={editing}
          onlyAdmin={
            editing?.role === Role.Admin && (users.data ?? []).filter((u) => u.role === Role.Admin).length <= 1
          }
          onSubmit={save}
          onClose={() => setEditing(undefined)}
        />
      )}
      <ResetDialogs resetting={accounts.resetting} resettingTotp={accounts.resettingTotp} />
      {created && (
        <TemporaryPasswordDialog
          username={created.username}
          password={created.password}
          onClose={() => setCreated(null)}
        />
      )}
      <DeleteUserDialog deletion={deletion} />
    </>
  );
}
