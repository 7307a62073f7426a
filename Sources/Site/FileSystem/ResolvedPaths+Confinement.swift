import POSIXFiles
import Diagnostics

extension ResolvedPaths {
    /// The templates folder, confined (see ``TemplateFolder``).
    var templateFolder: TemplateFolder {
        TemplateFolder(root: templates, display: templatesDisplay, project: workingDirectory)
    }

    /// The folder the settings file is confined to: the project folder (the working directory) when the
    /// file lies inside it by its path, else the folder the file is in (a `--config` path outside the
    /// project, named on the command line).
    var configFolder: ConfinedFolder {
        if Paths.isSameOrInside(config, workingDirectory) && config != workingDirectory {
            return ConfinedFolder(root: workingDirectory, name: "project folder")
        }
        return ConfinedFolder(root: Paths.parent(config), name: "folder of the settings file")
    }

    /// The bytes of `cardstock.yaml` (or the `--config` file), or `nil` when there is no such file.
    /// Throws a ``Diagnostic`` at its path when it is there but may not be read: a symlink out of the
    /// project folder, a broken symlink, a FIFO or device, a folder, an unreadable file.
    func readConfigFile() throws -> [UInt8]? {
        let folder = configFolder
        do {
            return try folder.read(config)
        } catch .missing {
            return nil
        } catch {
            throw folder.diagnostic(error, at: configDisplay)
        }
    }
}
