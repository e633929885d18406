export { default } from './ui/SandboxApprovalPage';
