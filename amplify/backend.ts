import { defineBackend } from '@aws-amplify/backend';
import { CfnOutput } from 'aws-cdk-lib';
import {
  ManagedPolicy,
  PolicyStatement,
  Role,
  ServicePrincipal,
  CompositePrincipal,
} from 'aws-cdk-lib/aws-iam';
import { directoryOperations } from '../server/identity/pool-operations';
import { auth } from './auth/resource';

/** The storefront's backend for Amplify Gen 2: the user pool; the store server runs elsewhere. */
const backend = defineBackend({ auth });

/**
 * What the store server may do to the pool: the directory's calls (/api/users), on this pool
 * only. Its role serves a container (ECS task, App Runner); a Lambda can take the policy too.
 */
const stack = backend.createStack('store-server');
const directoryPolicy = new ManagedPolicy(stack, 'StoreServerDirectory', {
  description: 'The store server manages user accounts (invite, roles, disable, delete)',
  statements: [
    new PolicyStatement({
      actions: directoryOperations.map((operation) => `cognito-idp:${operation}`),
      resources: [backend.auth.resources.userPool.userPoolArn],
    }),
  ],
});
const serverRole = new Role(stack, 'StoreServerRole', {
  description: 'The store server (a container on ECS or App Runner)',
  assumedBy: new CompositePrincipal(
    new ServicePrincipal('ecs-tasks.amazonaws.com'),
    new ServicePrincipal('tasks.apprunner.amazonaws.com'),
  ),
  managedPolicies: [directoryPolicy],
});
new CfnOutput(stack, 'StoreServerRoleArn', { value: serverRole.roleArn });
new CfnOutput(stack, 'StoreServerDirectoryPolicyArn', { value: directoryPolicy.managedPolicyArn });
