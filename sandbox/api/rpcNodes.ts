import { rpcOperationId } from "./Faults"

/**
 * The RPC proxy's other URLs: `POST /nodes/<name>/?chainId=…&projectId=…` answers as `/v1/`
 * does, for any name of lowercase letters, digits and hyphens (at most 32). A network can so list
 * several RPC URLs of the sandbox, and a test can make one fail alone (spec 9 fallback
 * transport): each name is counted and faulted under its own operation id, `rpc:<name>`.
 */
const nodePath = /^\/nodes\/([a-z0-9-]{1,32})\/?$/

const nodeOperationId = /^rpc:[a-z0-9-]{1,32}$/

/** The node name of a request path, or undefined when it is not a `/nodes/<name>/` path. */
export const rpcNodeOfPath = (pathname: string): string | undefined => nodePath.exec(pathname)?.[1]

/**
 * The operation id under which requests to `/nodes/<name>/` are counted and faulted.
 * @example
 * rpcNodeOperationId("backup") // "rpc:backup"
 */
export const rpcNodeOperationId = (name: string): string => `${rpcOperationId}:${name}`

/** Whether `operationId` is an RPC node's (`rpc:<name>`). */
export const isRpcNodeOperationId = (operationId: string): boolean =>
  nodeOperationId.test(operationId)
