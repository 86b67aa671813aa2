import { Pagination } from 'react-admin';
import { PER_PAGE_DEFAULT, PER_PAGE_MAX } from '@ponte/shared/constants';

/** Page sizes the API serves (it caps at PER_PAGE_MAX), its default among them. */
const PER_PAGE_OPTIONS = [10, PER_PAGE_DEFAULT, 50, PER_PAGE_MAX];

export const ListPagination = () => <Pagination rowsPerPageOptions={PER_PAGE_OPTIONS} />;
