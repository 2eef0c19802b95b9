// antd's heaviest components that the signed-in frame and the dashboard never render, apart
// from the rest of antd (README.md). Deep `antd/es/...` paths are the very modules antd's own
// index re-exports: in the shell's build both shared modules hold one copy of antd's internals
// (its config, theme and form contexts), so these components see the app's ConfigProvider.
export { default as Table } from 'antd/es/table';
export { default as Form } from 'antd/es/form';
export { default as Upload } from 'antd/es/upload';
export { default as Slider } from 'antd/es/slider';
export { default as Pagination } from 'antd/es/pagination';
